/**
 * @generated SignedSource<<3a438e9a30c620b2c72910f3aebd438b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvoicingForm_company$data = {
  readonly invoicing: {
    readonly addressLine1: string | null | undefined;
    readonly addressLine2: string | null | undefined;
    readonly city: string | null | undefined;
    readonly gstin: string | null | undefined;
    readonly legalName: string | null | undefined;
    readonly pan: string | null | undefined;
    readonly pincode: string | null | undefined;
    readonly state: string | null | undefined;
  } | null | undefined;
  readonly invoicingComplete: boolean;
  readonly " $fragmentType": "InvoicingForm_company";
};
export type InvoicingForm_company$key = {
  readonly " $data"?: InvoicingForm_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoicingForm_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoicingForm_company",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invoicingComplete",
      "storageKey": null
    },
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
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "bd12476c9656fb4a9baafcfe35adc25e";

export default node;
