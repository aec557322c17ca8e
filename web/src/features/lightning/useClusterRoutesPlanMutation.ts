import { graphql } from 'react-relay';
import type { useClusterRoutesPlanMutation as Mutation } from '../../__generated__/useClusterRoutesPlanMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

// A proposal the admin edits on screen and then confirms route by route: nothing of it
// belongs in the store until the drivers are given their orders.
const mutation = graphql`
  mutation useClusterRoutesPlanMutation($input: ClusterRoutesPlanInput!) {
    clusterRoutesPlan(input: $input) {
      userErrors {
        field
        message
        code
      }
      plan {
        depot {
          lat
          lng
        }
        totalKm
        constructionKm
        routes {
          driver {
            id
            name
            vehicleLabel
            capacityOrders
            capacityKg
            lastPosition {
              lat
              lng
              at
            }
          }
          stops {
            id
            awb
            weightKg
            pincode
            lat
            lng
          }
          orders
          kg
          distanceKm
        }
        unplanned {
          id
          awb
          reason
        }
      }
    }
  }
`;

/** Proposes routes for a cluster's waiting orders over its drivers; assigns nothing. */
export function useClusterRoutesPlanMutation() {
  return useUnstoredInputMutation<Mutation, 'clusterRoutesPlan'>(mutation, 'clusterRoutesPlan');
}
