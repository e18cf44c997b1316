// Inter's @font-face rules, in a chunk of their own that webFonts.ts loads after the first paint.
import '@velo/ui/fonts.css';
