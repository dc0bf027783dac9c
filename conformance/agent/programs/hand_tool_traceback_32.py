# Log tool failures the way agents do: the last traceback line, repr and args of each error.
import traceback
import sys

CALLS = [("get_user", (9,)), ("get_product", ("XX-0",)), ("get_weather", ("Mars",)),
         ("read_log", ("db",)), ("check_permission", (2, "delete")),
         ("convert_currency", (5, "USD", "JPY")), ("get_forecast", ("oslo", 10)),
         ("get_user", ("1",)), ("fetch_url", ("https://slow.example.com/",))]
TOOLS = {"get_user": get_user, "get_product": get_product, "get_weather": get_weather,
         "read_log": read_log, "check_permission": check_permission,
         "convert_currency": convert_currency, "get_forecast": get_forecast, "fetch_url": fetch_url}
failures = []
for name, args in CALLS:
    try:
        TOOLS[name](*args)
        print(name, "ok")
    except Exception as e:
        last = traceback.format_exc().splitlines()[-1]
        failures.append((name, type(e).__name__))
        print(f"{name}{args}: {last}")
        print(f"    str={str(e)!r} repr={e!r} args={e.args} notes={getattr(e, '__notes__', None)}")
        print("    only:", traceback.format_exception_only(type(e), e))
        info = sys.exc_info()
        print("    exc_info:", info[0].__name__, info[1] is e, info[2] is not None)
print(failures)
try:
    try:
        get_product("nope")
    except KeyError as e:
        raise RuntimeError(f"catalog lookup failed for {e}") from e
except RuntimeError as outer:
    print(repr(outer), "cause:", repr(outer.__cause__), outer.__cause__.args)
    print(traceback.format_exception_only(outer)[-1].rstrip())
    print("".join(traceback.format_exception(outer)).splitlines()[-1])
try:
    get_weather("nowhere")
except LookupError as e:
    e.add_note("while planning the trip")
    print(e.__notes__, traceback.format_exception_only(e))
    err = e
print(isinstance(err, LookupError), type(err).__mro__[:2])
