"""The checks that run before C code: sizes, costs, hash collisions, checked dunders,
Decimal sizing, guarded iteration and the memory meter (see THREAT_MODEL.md)."""
