import { gallerySuite } from './support/gallery.suite';
import { applyingAdministeringTests } from './gallery/applying-administering';
import { approvalTests } from './gallery/approval';
import { reactionsAndListsTests } from './gallery/reactions-and-lists';

// One app and one sequence of tests: the later tests read the state the earlier ones made, so
// the tests live in ./gallery/ and register here, in order.
describe('map gallery: applications, decisions, public gallery, reactions, shared contents', () => {
  const suite = gallerySuite();
  applyingAdministeringTests(suite);
  approvalTests(suite);
  reactionsAndListsTests(suite);
});
