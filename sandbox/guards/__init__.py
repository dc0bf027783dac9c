"""The checks that run before C code: sizes, costs, hash collisions, checked dunders,
Decimal sizing and guarded iteration (see THREAT_MODEL.md; the memory meter, which the run
context samples, is :mod:`sandbox.runtime.memory`)."""
