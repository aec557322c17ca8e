import { graphql, readInlineData } from 'react-relay';
import type { customerRequestAnswers_request$key } from '../../__generated__/customerRequestAnswers_request.graphql';
import { requestSummary } from './customerRequestLabels';

// The buyer's answers that requestSummary reads, for the lists that summarise them.
const answersFragment = graphql`
  fragment customerRequestAnswers_request on CustomerRequest @inline {
    requestType
    alternatePhone
    alternateAddress {
      addressLine1
      addressLine2
      city
      state
      pincode
    }
    deferredDeliveryDate
    issueType
    issueDescription
  }
`;

/**
 * What the buyer asked for: the kind of request, and its particulars one per line. The
 * answers are handed over field by field, so the fields selected above are read here.
 */
export function readRequestSummary(request: customerRequestAnswers_request$key): ReturnType<typeof requestSummary> {
  const answers = readInlineData(answersFragment, request);
  const address = answers.alternateAddress;
  return requestSummary({
    requestType: answers.requestType,
    alternatePhone: answers.alternatePhone,
    alternateAddress: address && {
      addressLine1: address.addressLine1,
      addressLine2: address.addressLine2,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
    },
    deferredDeliveryDate: answers.deferredDeliveryDate,
    issueType: answers.issueType,
    issueDescription: answers.issueDescription,
  });
}
