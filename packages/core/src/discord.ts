// `@ark/core/discord`: the Discord slash commands and their words in the nine languages
// (docs/adr/0071-discord-commands.md). Its own entry, imported by the server only: none of it is
// in the page's first load (docs/adr/0012-page-budget.md).
export * from './discord-commands';
export * from './i18n/discord-messages';
