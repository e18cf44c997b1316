/**
 * Every component's documentation, in the order the docs app lists them. Source-only entry
 * (`@velo/ui/docs`): the docs app reads it, it is never part of the library build.
 */
import { docs as AddressAutocomplete } from '../components/AddressAutocomplete/AddressAutocomplete.docs';
import { docs as Button } from '../components/Button/Button.docs';
import { docs as Card } from '../components/Card/Card.docs';
import { docs as Checkbox } from '../components/Checkbox/Checkbox.docs';
import { docs as ComboBox } from '../components/ComboBox/ComboBox.docs';
import { docs as CopyLinkField } from '../components/CopyLinkField/CopyLinkField.docs';
import { docs as DatePicker } from '../components/DatePicker/DatePicker.docs';
import { docs as DescriptionList } from '../components/DescriptionList/DescriptionList.docs';
import { docs as Dialog } from '../components/Dialog/Dialog.docs';
import { docs as EmailField } from '../components/EmailField/EmailField.docs';
import { docs as FileField } from '../components/FileField/FileField.docs';
import { docs as Form } from '../components/Form/Form.docs';
import { docs as Link } from '../components/Link/Link.docs';
import { docs as LinkGroup } from '../components/LinkGroup/LinkGroup.docs';
import { docs as Page } from '../components/Page/Page.docs';
import { docs as PasswordField } from '../components/PasswordField/PasswordField.docs';
import { docs as PhoneField } from '../components/PhoneField/PhoneField.docs';
import { docs as Select } from '../components/Select/Select.docs';
import { docs as Snackbar } from '../components/Snackbar/Snackbar.docs';
import { docs as Spinner } from '../components/Spinner/Spinner.docs';
import { docs as TextField } from '../components/TextField/TextField.docs';
import { docs as Badge } from '../components/Badge/Badge.docs';
import { docs as Illustration } from '../components/Illustration/Illustration.docs';
import { docs as Money } from '../components/Money/Money.docs';
import { docs as ProgressBar } from '../components/ProgressBar/ProgressBar.docs';
import { docs as RadioGroup } from '../components/RadioGroup/RadioGroup.docs';
import { docs as Stepper } from '../components/Stepper/Stepper.docs';
import { docs as Switch } from '../components/Switch/Switch.docs';
import { docs as Table } from '../components/Table/Table.docs';
import { docs as ListTable } from '../components/ListTable/ListTable.docs';
import { docs as Tabs } from '../components/Tabs/Tabs.docs';
import { docs as Icon } from '../components/Icon/Icon.docs';
import { docs as InlineAlert } from '../components/InlineAlert/InlineAlert.docs';
import { docs as Inline } from '../components/Inline/Inline.docs';
import { docs as NewPasswordFields } from '../components/NewPasswordFields/NewPasswordFields.docs';
import { docs as PageTitle } from '../components/PageTitle/PageTitle.docs';
import { docs as SiteFooter } from '../components/SiteFooter/SiteFooter.docs';
import { docs as SiteHeader } from '../components/SiteHeader/SiteHeader.docs';
import { docs as Stack } from '../components/Stack/Stack.docs';
import { docs as Text } from '../components/Text/Text.docs';
import { docs as TextArea } from '../components/TextArea/TextArea.docs';
import type { ComponentDocs } from './types';

export type { ComponentDocs, DocsExample, DocsProp } from './types';

export const componentDocs: ComponentDocs[] = [
  Button,
  Link,
  LinkGroup,
  Icon,
  Text,
  PageTitle,
  Stack,
  Inline,
  Spinner,
  TextField,
  TextArea,
  PasswordField,
  NewPasswordFields,
  EmailField,
  PhoneField,
  Checkbox,
  ProgressBar,
  RadioGroup,
  Switch,
  FileField,
  CopyLinkField,
  Form,
  Select,
  ComboBox,
  AddressAutocomplete,
  DatePicker,
  Dialog,
  Tabs,
  Stepper,
  Table,
  ListTable,
  Card,
  Badge,
  Money,
  DescriptionList,
  InlineAlert,
  Snackbar,
  Page,
  SiteHeader,
  SiteFooter,
  Illustration,
];
