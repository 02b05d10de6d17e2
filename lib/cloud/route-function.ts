/**
 * One Lambda function per route-table entry, with the defaults every handler shares and exactly the
 * grants the route lists, so the API construct creates each one in a line (the shape of Powertools'
 * function-with-logstream construct).
 */
import type { Construct } from 'constructs';
import type { ApiRoute } from '../../contract/route-definition';
import { GrantedFunction } from './granted-function';

export interface RouteFunctionProps {
  route: ApiRoute;
  environment: Record<string, string>;
}

export class RouteFunction extends GrantedFunction {
  constructor(scope: Construct, id: string, { route, environment }: RouteFunctionProps) {
    super(scope, id, { description: `${route.method} ${route.path}`, entry: route.handler, environment });
  }
}
