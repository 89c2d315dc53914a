import { electionManageFrameSource } from './ElectionManageFramePage';

describe('election management frame (561)', () => {
  it('embeds the web app election management page of the institution', () => {
    expect(electionManageFrameSource('vote')).toBe('/vote/serviceLab/electionManage');
  });
});
