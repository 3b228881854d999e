/* global module */
// `side-channel` for qs (which @refinedev/core uses for URLs), aliased in vite.config.ts: the same
// get/set/has/delete/assert over a Map. The package itself reaches it through get-intrinsic and
// object-inspect (~9 KB gzip in every signed-in page) to support engines without WeakMap and to
// print keys in its assert message. qs keys its channels by objects of one stringify call.
module.exports = function getSideChannel() {
  const map = new Map();
  return {
    assert(key) {
      if (!map.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => map.delete(key),
    get: (key) => map.get(key),
    has: (key) => map.has(key),
    set(key, value) {
      map.set(key, value);
    },
  };
};
