import { style } from '@vanilla-extract/css';
import { standaloneInput } from '../styles/field.css';

export const textArea = style([standaloneInput, { resize: 'vertical', minHeight: '6rem' }]);
