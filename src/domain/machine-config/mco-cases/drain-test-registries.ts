/** Ported from pkg/daemon/drain_test.go (machine-config-operator release-4.22). */

/**
 * The registries.conf of each MachineConfig of TestIsDrainRequired (mc1 … mc13), byte for
 * byte: tabs, odd indentation and trailing blanks included. mc14 is defined there but no
 * case uses it.
 */
export const REGISTRIES_CONF_OF = new Map<string, string>([
  [
    'mc1',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
  prefix = ""
  location = "example.com/repo/test-img"

  [[registry.mirror]]
    location = "mirror.com/repo/test-img"

[[registry]]
  prefix = ""
  location = "example.com/repo1/test-img1"

  [[registry.mirror]]
    location = "mirror.com/repo1/test-img1"
	pull-from-mirror= "digest-only"				
`,
  ],
  [
    'mc2',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
prefix = ""
location = "example.com/repo/test-img"

[[registry.mirror]]
	location = "mirror.com/repo/test-img"

[[registry]]
prefix = ""
location = "example.com/repo1/test-img1"

[[registry.mirror]]
	location = "mirror.com/repo1/test-img1"
	pull-from-mirror = "digest-only"

[[registry.mirror]]
	location = "mirror1.com/repo1/test-img1"
	pull-from-mirror = "digest-only"
`,
  ],
  [
    'mc3',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
	prefix = ""
	location = "example.com/repo/test-img"

	[[registry.mirror]]
	location = "mirror.com/repo/test-img"
`,
  ],
  [
    'mc4',
    `
unqualified-search-registries = ["example.com", "foo.com", "bar.com"]

[[registry]]
	prefix = ""
	location = "example.com/repo/test-img"

	[[registry.mirror]]
	location = "mirror.com/repo/test-img"
	pull-from-mirror = "digest-only"
`,
  ],
  [
    'mc5',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
	prefix = ""
	location = "example.com/repo/test-img"

	[[registry.mirror]]
	location = "mirror.com/repo/test-img"
	pull-from-mirror = "digest-only"
`,
  ],
  [
    'mc6',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
prefix = ""
location = "example.com/repo/test-img"

[[registry.mirror]]
location = "mirror.com/repo/test-img"
pull-from-mirror = "digest-only"

[[registry]]
prefix = ""
location = "example.com/repo1/test-img1"
`,
  ],
  [
    'mc7',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
prefix = ""
location = "example.com/repo/test-img"

[[registry.mirror]]
location = "mirror.com/repo/test-img"
pull-from-mirror= "digest-only"

[[registry]]
prefix = ""
location = "example.com/repo1/test-img1"

[[registry.mirror]]
location = "mirror.com/repo1/test-img1"
`,
  ],
  [
    'mc8',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
prefix = "bar.com"
location = "example.com/repo/test-img"
`,
  ],
  [
    'mc9',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
prefix = "bar.com"
location = "example.com/repo/test-img"
blocked = true
`,
  ],
  [
    'mc10',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
prefix = ""
location = "example.com/repo/test-img"
`,
  ],
  [
    'mc11',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
prefix = ""
location = "example.com/repo1/test-img"

[[registry.mirror]]
location = "mirror.com/repo1/test-img"
pull-from-mirror= "digest-only"

[[registry]]
prefix = "bar.com"
location = "example.com/repo/test-img"
blocked = true
`,
  ],
  [
    'mc12',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
prefix = ""
location = "example.com/repo/test-img"
mirror-by-digest-only = true

[[registry.mirror]]
location = "mirror.com/repo/test-img"
`,
  ],
  [
    'mc13',
    `
unqualified-search-registries = ["example.com", "foo.com"]

[[registry]]
prefix = ""
location = "example.com/repo/test-img"
mirror-by-digest-only = true

[[registry.mirror]]
location = "mirror.com/repo/test-img"
[[registry.mirror]]
location = "mirror.com/repo/test-img-13"
`,
  ],
]);
