import { Module } from '@nestjs/common';
import { PreferenceRepository } from './preference.repository';
import { PreferencesController } from './preferences.controller';

@Module({
  controllers: [PreferencesController],
  providers: [PreferenceRepository],
  exports: [PreferenceRepository],
})
export class PreferencesModule {}
