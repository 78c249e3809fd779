// Parcel names built assets `name.<8 hex>.ext`; such a file never changes under its name, nor do
// the compressed copies the build writes beside it.
export const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?$/i;
