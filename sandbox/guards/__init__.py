"""The checks that run before C code: sizes, hash collisions, checked dunders, Decimal sizing
and guarded iteration, and the host's bounded text of a guest exception (:mod:`.tracetext`)
(see THREAT_MODEL.md; the memory meter, which the run context samples,
is :mod:`sandbox.runtime.memory`, and the time estimates of C calls charged as steps are
:mod:`sandbox.runtime.costs`)."""
