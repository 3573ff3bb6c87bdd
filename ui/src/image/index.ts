export { Image, type ImageFit, type ImageProps, type ImageStatus } from './Image';
