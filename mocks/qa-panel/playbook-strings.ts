/**
 * The QA playbook's own words (the QA panel's page and docs/qa-playbook.md), an i18next
 * namespace of the mock's: the app's locales/ ship to patrons, these never do.
 */
export const playbookStrings = {
  pt: {
    title: 'Roteiro de QA',
    intro:
      'Cada caso do catálogo de erros (seção 8 da especificação): o endereço que abre o app nesse estado, a conta para entrar, o que fazer e o que o usuário deve ver.',
    open: 'Abrir',
    case: 'Caso',
    address: 'Endereço',
    account: 'Conta',
    steps: 'O que fazer',
    forced: 'Respostas forçadas',
    sees: 'O usuário vê',
    none: '—',
    serverText: 'a mensagem do servidor, como veio: “{{text}}”',
    show: 'Roteiro de QA ({{count}} casos)',
  },
  en: {
    title: 'QA playbook',
    intro:
      'Every case of the error catalogue (spec section 8): the address that opens the app in that state, the account to sign in with, what to do and what the patron must see.',
    open: 'Open',
    case: 'Case',
    address: 'Address',
    account: 'Account',
    steps: 'What to do',
    forced: 'Forced answers',
    sees: 'The patron sees',
    none: '—',
    serverText: 'the server’s message, as sent: “{{text}}”',
    show: 'QA playbook ({{count}} cases)',
  },
};
