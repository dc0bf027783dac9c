# A serializer dispatching on type, as agents write them
import datetime
import decimal
import json
from functools import singledispatch


@singledispatch
def to_jsonable(obj):
    raise TypeError(f"cannot serialize {type(obj).__name__}")


@to_jsonable.register
def _(obj: datetime.date):
    return obj.isoformat()


@to_jsonable.register
def _(obj: decimal.Decimal):
    return str(obj)


@to_jsonable.register(set)
@to_jsonable.register(frozenset)
def _(obj):
    return sorted(obj)


record = {"day": datetime.date(2024, 5, 1), "total": decimal.Decimal("19.90"),
          "tags": {"b", "a"}, "at": datetime.datetime(2024, 5, 1, 9, 30)}
print(json.dumps(record, default=to_jsonable, sort_keys=True))
print(to_jsonable.dispatch(datetime.datetime) is to_jsonable.dispatch(datetime.date))
try:
    to_jsonable(object())
except TypeError as e:
    print("TypeError:", e)
