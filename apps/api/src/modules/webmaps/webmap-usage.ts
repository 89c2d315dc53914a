import { Injectable } from '@nestjs/common';

/** Lists the titles of the contents that show a web map (none: nothing shows it). */
export type WebMapUsers = (userMapId: string) => Promise<string[]>;

/**
 * Who else shows a web map. Modules that build on web maps (themed apps' tabs) register how to
 * find their contents that show one; a map so shown is not deleted. The arrow stays
 * webapps → webmaps: webmaps never reads the themed-app tables.
 */
@Injectable()
export class WebMapUsage {
  private readonly users: WebMapUsers[] = [];

  register(users: WebMapUsers): void {
    this.users.push(users);
  }

  async usersOf(userMapId: string): Promise<string[]> {
    return (await Promise.all(this.users.map((users) => users(userMapId)))).flat();
  }
}
