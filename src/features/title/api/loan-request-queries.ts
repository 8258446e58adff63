import type { UseMutationOptions } from '@tanstack/react-query';
import { getCreateLoanRequestMutationOptions } from '../../../api/generated/hooks/loan-requests/loan-requests';

// A new request changes the patron's list of requests and the form's own options (which prefill
// phone and e-mail from the last request): both live under ['solicitacao-emprestimo']. The form
// shows its refusals next to the fields and in place, so no toast.
const afterLoanRequest = {
  invalidates: [['solicitacao-emprestimo']],
  handlesOwnError: true,
} satisfies UseMutationOptions['meta'];

/** The loan-request tab's action: `POST /solicitacao-emprestimo/{id}`. */
export const loanRequestMutations = {
  create: () => getCreateLoanRequestMutationOptions({ mutation: { meta: afterLoanRequest } }),
};
