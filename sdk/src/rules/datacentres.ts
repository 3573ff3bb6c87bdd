/**
 * The data-centre list's answer: the backend's documentation says only that it answers "the data centres", so the
 * contract takes both `{list: [...]}` and the array itself. Every reader (the app's start-up and country page, the
 * conformance checker) goes through here, so neither form is assumed anywhere else.
 */
export function dataCentresOf<Centre>(data: { list: Centre[] } | Centre[] | null | undefined): Centre[] {
  if (Array.isArray(data)) return data;
  return Array.isArray(data?.list) ? data.list : [];
}
