/**
 * @generated SignedSource<<6996b20620ca6a0b11c03531de4f6d0f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UserErrorCode = "EXPIRED" | "INVALID" | "NOT_ALLOWED" | "RATE_LIMITED" | "REQUIRED" | "TAKEN" | "UPSTREAM" | "WRONG_CREDENTIALS" | "%future added value";
export type OtpVerifyInput = {
  otp: string;
};
export type useOtpVerifyMutation$variables = {
  input: OtpVerifyInput;
};
export type useOtpVerifyMutation$data = {
  readonly otpVerify: {
    readonly userErrors: ReadonlyArray<{
      readonly code: UserErrorCode;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
    readonly viewer: {
      readonly verification: {
        readonly required: boolean;
      };
    } | null | undefined;
  };
};
export type useOtpVerifyMutation = {
  response: useOtpVerifyMutation$data;
  variables: useOtpVerifyMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "OtpVerifyPayload",
    "kind": "LinkedField",
    "name": "otpVerify",
    "plural": false,
    "selections": [
      {
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
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Verification",
            "kind": "LinkedField",
            "name": "verification",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "required",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useOtpVerifyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOtpVerifyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "75232a95a2e3892e650ac63decb59a21",
    "id": null,
    "metadata": {},
    "name": "useOtpVerifyMutation",
    "operationKind": "mutation",
    "text": "mutation useOtpVerifyMutation(\n  $input: OtpVerifyInput!\n) {\n  otpVerify(input: $input) {\n    userErrors {\n      field\n      message\n      code\n    }\n    viewer {\n      verification {\n        required\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "61013542ff5016e514d554e2ddf98cef";

export default node;
