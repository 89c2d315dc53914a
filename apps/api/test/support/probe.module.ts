import { Body, Controller, Get, HttpCode, Module, Param, Post, Query } from '@nestjs/common';
import { IsEmail, IsInt, IsString, MaxLength, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import { Public } from '../../src/common/auth/decorators';
import { DomainError, ErrorCode } from '../../src/common/errors/domain-error';
import { PageQueryDto } from '../../src/common/paging/page-query.dto';
import { Paged, offsetOf, resolveSort, toPaged } from '../../src/common/paging/paged';

class ProbeChild {
  @IsInt()
  @Min(0)
  n!: number;
}

class ProbeBody {
  @IsString()
  @MaxLength(5)
  name!: string;

  @IsEmail()
  emailaddr!: string;

  @ValidateNested()
  @Type(() => ProbeChild)
  child!: ProbeChild;
}

class ProbePageQuery extends PageQueryDto {}

const ROWS = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `row ${String(i + 1).padStart(2, '0')}` }));

/** Test-only routes that exercise the envelope, the error filter and paging through HTTP. */
@Public()
@Controller('probe')
class ProbeController {
  @Get('ok')
  ok(): { hello: string } {
    return { hello: 'world' };
  }

  @Post('created')
  created(): { id: number } {
    return { id: 7 };
  }

  @Post('accepted')
  @HttpCode(202)
  accepted(): { jobId: string } {
    return { jobId: 'j1' };
  }

  @Get('null')
  nothing(): null {
    return null;
  }

  @Get('domain/:code')
  domain(@Param('code') code: ErrorCode): never {
    throw new DomainError(code, code === 'CONFLICT' ? 'error.conflict' : 'literal text for ' + code);
  }

  @Get('crash')
  crash(): never {
    throw new Error('secret internal detail: password=hunter2');
  }

  /** What the pg driver throws while PostgreSQL is down or restarting. */
  @Get('db-down')
  dbDown(): never {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  }

  @Post('validate')
  validate(@Body() body: ProbeBody): ProbeBody {
    return body;
  }

  @Get('paged')
  paged(@Query() q: ProbePageQuery): Paged<{ id: number; name: string }> {
    const column = resolveSort(q.sort, { id: 'id', name: 'name' }, 'id') as 'id' | 'name';
    const sorted = [...ROWS].sort((a, b) => (a[column] < b[column] ? -1 : 1) * (q.direction === 'ASC' ? 1 : -1));
    return toPaged(sorted.slice(offsetOf(q), offsetOf(q) + q.pageSize), ROWS.length, q);
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}

