import { Factory, Model } from 'miragejs';
import { found } from '../shared/found';
import { DEMO_LANGUAGES } from './types';

export const languageModels = { language: Model };

const nth = (i: number) => found(DEMO_LANGUAGES[i % DEMO_LANGUAGES.length], 'Language');

export const languageFactories = {
  language: Factory.extend({
    flagname: (i: number) => nth(i).flagname,
    icon: (i: number) => nth(i).icon,
  }),
};
