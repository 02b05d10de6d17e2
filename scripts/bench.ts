/**
 * `npm run bench`: the product's speed and size figures, printed (tests never time things). Needs no
 * running stack.
 */
import { benchHandlerColdStart } from './bench/handler-cold-start';
import { benchSpaSize } from './bench/spa-size';

await benchSpaSize();
await benchHandlerColdStart();
