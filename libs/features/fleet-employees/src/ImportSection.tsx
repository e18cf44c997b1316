import { useSubmission } from '@velo/data';
import { useFormatMessage, type PlainMessageId } from '@velo/i18n';
import { Button } from '@velo/ui/Button';
import { FileField } from '@velo/ui/FileField';
import { Inline } from '@velo/ui/Inline';
import { InlineAlert } from '@velo/ui/InlineAlert';
import { Stack } from '@velo/ui/Stack';
import { ListTable, type TableColumn } from '@velo/ui/ListTable';
import { Text } from '@velo/ui/Text';
import { useEffect, useRef, useState } from 'react';
import {
  readEmployeesFile,
  type FileProblem,
  type ImportLine,
  type LineProblem,
} from './csvImport';
import { importAnswer, type EmployeesOutcome } from './data';

/** Lines shown in the preview table; the rest are counted. */
const previewLines = 10;

const fileProblemText: Record<FileProblem, PlainMessageId> = {
  empty: 'fleet.employees.import.file.empty',
  noEmailColumn: 'fleet.employees.import.file.noEmailColumn',
  tooManyLines: 'fleet.employees.import.file.tooManyLines',
};

type State =
  | { step: 'idle' }
  | { step: 'fileProblem'; file: File; problem: FileProblem }
  | { step: 'preview'; file: File; lines: ImportLine[]; refusedLines: readonly number[] }
  | { step: 'done'; added: number; alreadyEligible: number };

type PreviewRow = {
  id: number;
  line: number;
  email: string;
  lastName: string;
  firstName: string;
  employeeNumber: string;
} & Record<string, unknown>;

/**
 * Importing the eligible-employees list from a CSV file (issue 15): the file is read in the browser,
 * its first lines previewed and every line in error listed by its number; nothing is sent until the
 * manager confirms, and only a file without errors can be confirmed (all or nothing, as the API).
 */
export function ImportSection({ clientId }: { clientId: number }) {
  const t = useFormatMessage();
  const { submit, pending: sending, outcome } = useSubmission<EmployeesOutcome>();
  const [state, setState] = useState<State>({ step: 'idle' });
  const fieldRef = useRef<HTMLDivElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once the next state is drawn (the element may not exist before).
  const [focus, setFocus] = useState<{ target: 'field' | 'errors' | 'done' } | null>(null);
  const setFocusTarget = (target: 'field' | 'errors' | 'done') => setFocus({ target });

  useEffect(() => {
    if (focus?.target === 'field') fieldRef.current?.querySelector('button')?.focus();
    if (focus?.target === 'errors') errorsRef.current?.focus();
    if (focus?.target === 'done') doneRef.current?.focus();
  }, [focus]);

  // The import's answer, taken in once: what was added said (focus there), or the lines the
  // server still refuses listed by number (focus on the list).
  const [answered, setAnswered] = useState(outcome);
  if (outcome !== answered) {
    setAnswered(outcome);
    if (outcome?.intent === 'import' && outcome.ok) {
      setState({ step: 'done', added: outcome.added, alreadyEligible: outcome.alreadyEligible });
      setFocusTarget('done');
    } else if (
      outcome?.intent === 'import' &&
      outcome.refusedLines !== null &&
      state.step === 'preview'
    ) {
      setState({ ...state, refusedLines: outcome.refusedLines });
      setFocusTarget('errors');
    }
  }

  const problemText = (problem: LineProblem, line: ImportLine): string => {
    switch (problem.code) {
      case 'emailMissing':
        return t('fleet.employees.import.problem.emailMissing');
      case 'emailInvalid':
        return t('fleet.employees.import.problem.emailInvalid', { value: line.employee.email });
      case 'duplicate':
        return t('fleet.employees.import.problem.duplicate', { line: problem.firstLine });
      case 'tooLong':
        return t('fleet.employees.import.problem.tooLong', {
          field: problem.field,
          max: problem.max,
        });
    }
  };

  const choose = async (files: File[]) => {
    const [file] = files;
    if (!file) {
      setState({ step: 'idle' });
      return;
    }
    const reading = readEmployeesFile(await file.text());
    if (!reading.ok) {
      setState({ step: 'fileProblem', file, problem: reading.problem });
      setFocusTarget('field');
      return;
    }
    setState({ step: 'preview', file, lines: reading.lines, refusedLines: [] });
    if (reading.lines.some((line) => line.problems.length > 0)) setFocusTarget('errors');
  };

  const confirm = (lines: ImportLine[]) => {
    if (sending) return;
    void submit(importAnswer(clientId, lines));
  };

  const files = state.step === 'fileProblem' || state.step === 'preview' ? [state.file] : [];
  const lines = state.step === 'preview' ? state.lines : [];
  const refused = state.step === 'preview' ? state.refusedLines : [];
  const inError = lines.filter((line) => line.problems.length > 0 || refused.includes(line.line));
  const previewRows: PreviewRow[] = lines.slice(0, previewLines).map((line) => ({
    id: line.line,
    line: line.line,
    email: line.employee.email,
    lastName: line.employee.lastName ?? '—',
    firstName: line.employee.firstName ?? '—',
    employeeNumber: line.employee.employeeNumber ?? '—',
  }));
  const columns: TableColumn<PreviewRow>[] = [
    { id: 'line', label: t('fleet.employees.import.column.line') },
    { id: 'email', label: t('fleet.employees.column.email'), isRowHeader: true },
    { id: 'lastName', label: t('fleet.employees.import.column.lastName') },
    { id: 'firstName', label: t('fleet.employees.import.column.firstName') },
    { id: 'employeeNumber', label: t('fleet.employees.column.number') },
  ];

  return (
    <Stack gap="4">
      <Text>{t('fleet.employees.import.intro')}</Text>
      <div ref={fieldRef}>
        <FileField
          label={t('fleet.employees.import.file')}
          description={t('fleet.employees.import.file.help')}
          acceptedFileTypes={['text/csv', '.csv', 'text/plain']}
          files={files}
          onChange={(chosen) => void choose(chosen)}
          buttonText={t('fleet.employees.import.choose')}
          removeText={(name) => t('fleet.employees.import.remove', { name })}
          isInvalid={state.step === 'fileProblem'}
          errorMessage={
            state.step === 'fileProblem' ? t(fileProblemText[state.problem]) : undefined
          }
        />
      </div>
      {state.step === 'done' ? (
        <InlineAlert tone="success" role="status" ref={doneRef}>
          {t('fleet.employees.import.done', {
            added: state.added,
            already: state.alreadyEligible,
          })}
        </InlineAlert>
      ) : null}
      {state.step === 'preview' ? (
        <Stack gap="3">
          <Text variant="bodyStrong">
            {t('fleet.employees.import.read', { count: lines.length, errors: inError.length })}
          </Text>
          {inError.length > 0 ? (
            <InlineAlert tone="error" role="alert" ref={errorsRef}>
              <Stack gap="2">
                <Text>
                  {t(
                    refused.length > 0
                      ? 'fleet.employees.import.refused'
                      : 'fleet.employees.import.errors',
                  )}
                </Text>
                <ul>
                  {inError.map((line) => (
                    <li key={line.line}>
                      {t('fleet.employees.import.lineError', {
                        line: line.line,
                        problems: (line.problems.length > 0
                          ? line.problems.map((problem) => problemText(problem, line))
                          : [t('fleet.employees.import.problem.refused')]
                        ).join(' ; '),
                      })}
                    </li>
                  ))}
                </ul>
              </Stack>
            </InlineAlert>
          ) : null}
          <ListTable
            aria-label={t('fleet.employees.import.preview', { name: state.file.name })}
            columns={columns}
            rows={previewRows}
          />
          {lines.length > previewLines ? (
            <Text variant="muted">
              {t('fleet.employees.import.more', { count: lines.length - previewLines })}
            </Text>
          ) : null}
          <Inline gap="3">
            <Button
              isDisabled={inError.length > 0}
              isLoading={sending}
              onPress={() => confirm(lines)}
            >
              {t('fleet.employees.import.confirm', { count: lines.length })}
            </Button>
            <Button
              variant="ghost"
              onPress={() => {
                setState({ step: 'idle' });
                setFocusTarget('field');
              }}
            >
              {t('fleet.employees.import.cancel')}
            </Button>
          </Inline>
        </Stack>
      ) : null}
    </Stack>
  );
}
