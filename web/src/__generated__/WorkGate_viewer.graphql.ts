/**
 * @generated SignedSource<<3c1e31d5ae7b636d9e076f9cee7d3495>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WorkGate_viewer$data = {
  readonly company: {
    readonly invoicingComplete: boolean;
    readonly warehouses: {
      readonly totalCount: number;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "WorkGate_viewer";
};
export type WorkGate_viewer$key = {
  readonly " $data"?: WorkGate_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"WorkGate_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WorkGate_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
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
          "args": [
            {
              "kind": "Literal",
              "name": "first",
              "value": 1
            }
          ],
          "concreteType": "WarehouseConnection",
          "kind": "LinkedField",
          "name": "warehouses",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "totalCount",
              "storageKey": null
            }
          ],
          "storageKey": "warehouses(first:1)"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "47c7c4b0a9c3d488f21a952272e2149e";

export default node;
