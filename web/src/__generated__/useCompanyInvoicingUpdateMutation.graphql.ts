/**
 * @generated SignedSource<<521eb1ad0f93cac772921f18c6140a5e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserErrorCode = "EXPIRED" | "INVALID" | "NOT_ALLOWED" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "UPSTREAM" | "WRONG_CREDENTIALS" | "%future added value";
export type CompanyInvoicingUpdateInput = {
  addressLine1: string;
  addressLine2: string;
  city: string;
  gstin: string;
  legalName: string;
  pan: string;
  pincode: string;
  state: string;
};
export type useCompanyInvoicingUpdateMutation$variables = {
  input: CompanyInvoicingUpdateInput;
};
export type useCompanyInvoicingUpdateMutation$data = {
  readonly companyInvoicingUpdate: {
    readonly company: {
      readonly invoicingComplete: boolean;
      readonly " $fragmentSpreads": FragmentRefs<"InvoicingForm_company">;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useCompanyInvoicingUpdateMutation = {
  response: useCompanyInvoicingUpdateMutation$data;
  variables: useCompanyInvoicingUpdateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "UserError",
  "kind": "LinkedField",
  "name": "userErrors",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "field",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "invoicingComplete",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useCompanyInvoicingUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CompanyInvoicingUpdatePayload",
        "kind": "LinkedField",
        "name": "companyInvoicingUpdate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InvoicingForm_company"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCompanyInvoicingUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CompanyInvoicingUpdatePayload",
        "kind": "LinkedField",
        "name": "companyInvoicingUpdate",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Company",
            "kind": "LinkedField",
            "name": "company",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "InvoicingDetails",
                "kind": "LinkedField",
                "name": "invoicing",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "legalName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gstin",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pan",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "addressLine1",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "addressLine2",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "city",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "state",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pincode",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f8e2f2fe5c3d6d98fc5294f87f5b04ec",
    "id": null,
    "metadata": {},
    "name": "useCompanyInvoicingUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation useCompanyInvoicingUpdateMutation(\n  $input: CompanyInvoicingUpdateInput!\n) {\n  companyInvoicingUpdate(input: $input) {\n    userErrors {\n      field\n      message\n      code\n    }\n    company {\n      invoicingComplete\n      ...InvoicingForm_company\n      id\n    }\n  }\n}\n\nfragment InvoicingForm_company on Company {\n  invoicingComplete\n  invoicing {\n    legalName\n    gstin\n    pan\n    addressLine1\n    addressLine2\n    city\n    state\n    pincode\n  }\n}\n"
  }
};
})();

(node as any).hash = "34ea41e48499bb219ebb698dcb1ef1f6";

export default node;
