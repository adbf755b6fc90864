// The engine flows (tests/engines/flows/) in webkit, one browser per language lent from flow to flow.
import { afterAll, it } from 'vitest'
import { closeBrowsers } from './browsers'
import { flowsFor } from './flows'

for (const f of flowsFor('webkit')) it(f.name, f.run)
afterAll(closeBrowsers)
