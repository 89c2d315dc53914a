import { Global, Module } from '@nestjs/common';
import { AccessEpochs } from './access-epochs.service';
import { ContentAccessPolicy } from './content-access.service';
import { LayerViewCache } from './layer-view-cache';

/** The content-access policy, available to every feature, with its cached layer view decisions. */
@Global()
@Module({
  providers: [ContentAccessPolicy, AccessEpochs, LayerViewCache],
  exports: [ContentAccessPolicy, AccessEpochs, LayerViewCache],
})
export class AccessModule {}
