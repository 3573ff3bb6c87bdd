export { Image, type ImageFit, type ImageProps, type ImageStatus, type ImageCssVars } from './Image';
