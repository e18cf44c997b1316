// TextField has no styles of its own: it is the shared field look (see ../private/field.css.ts).
export * from '../private/field.css';
