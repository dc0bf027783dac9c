from collections import defaultdict
from typing import Callable, Any
import functools

class EventEmitter:
    def __init__(self):
        self._handlers: dict[str, list[tuple[int, Callable]]] = defaultdict(list)
        self._once: set[int] = set()
    def on(self, event: str, handler: Callable | None = None, *, priority: int = 0):
        if handler is None:
            return functools.partial(self.on, event, priority=priority)
        self._handlers[event].append((priority, handler))
        self._handlers[event].sort(key=lambda ph: -ph[0])
        return handler
    def once(self, event, handler):
        self._once.add(id(handler))
        return self.on(event, handler)
    def off(self, event, handler):
        self._handlers[event] = [(p, h) for p, h in self._handlers[event] if h is not handler]
    def emit(self, event: str, *args: Any, **kwargs: Any) -> list[Any]:
        results, errors = [], []
        for p, h in list(self._handlers.get(event, [])) + list(self._handlers.get("*", [])):
            try:
                results.append(h(*args, **kwargs))
            except Exception as e:
                errors.append(e)
            if id(h) in self._once:
                self.off(event, h)
                self._once.discard(id(h))
        if errors:
            raise ExceptionGroup(f"{len(errors)} handler(s) failed for {event!r}", errors)
        return results

bus = EventEmitter()
@bus.on("order", priority=10)
def validate(order):
    if order["qty"] <= 0:
        raise ValueError("qty must be positive")
    return "validated"
@bus.on("order")
def log(order):
    return f"logged #{order['id']}"
bus.once("order", lambda o: "first order bonus")
bus.on("*", lambda *a, **k: "wildcard")
print(bus.emit("order", {"id": 1, "qty": 2}))
print(bus.emit("order", {"id": 2, "qty": 1}))
try:
    bus.emit("order", {"id": 3, "qty": 0})
except* ValueError as eg:
    print("failed:", [str(e) for e in eg.exceptions])
bus.off("order", log)
print(bus.emit("order", {"id": 4, "qty": 5}), bus.emit("unknown"))
print(validate.__name__, len(bus._handlers))
