import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { libraryBuildConfig } from '../../vite.lib.shared.ts';

export default defineConfig(
  libraryBuildConfig(
    import.meta.dirname,
    {
      index: 'src/index.ts',
      CompanySwitch: 'src/CompanySwitch.tsx',
      EmailConfirmationResend: 'src/EmailConfirmationResend.tsx',
      ListPages: 'src/ListPages.tsx',
      SponsorshipLinks: 'src/SponsorshipLinks.tsx',
      ListSearch: 'src/ListSearch.tsx',
      ListParams: 'src/ListParams.tsx',
      ChoiceFilter: 'src/ChoiceFilter.tsx',
    },
    { plugins: [vanillaExtractPlugin()] },
  ),
);
