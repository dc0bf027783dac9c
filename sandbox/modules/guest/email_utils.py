# email.utils for the guest, written for the sandbox: addresses (parseaddr, getaddresses,
# formataddr), RFC 2822 dates (formatdate, format_datetime, parsedate, parsedate_tz,
# parsedate_to_datetime, mktime_tz, localtime), make_msgid, quote/unquote, with CPython
# 3.11's results. The clock is the sandbox's (time.time under the host's clock policy); the
# local zone is UTC; make_msgid's default domain is "localhost" (no host name is read).
# Run as guest code.

import datetime as _datetime
import random as _random
import time as _time

__all__ = ["collapse_rfc2231_value", "decode_params", "decode_rfc2231", "encode_rfc2231",
           "formataddr", "formatdate", "format_datetime", "getaddresses", "make_msgid",
           "mktime_tz", "parseaddr", "parsedate", "parsedate_tz", "parsedate_to_datetime",
           "quote", "unquote", "localtime"]

_SPECIALS = '()<>@,:;."[]'


def quote(str):
    return str.replace("\\", "\\\\").replace('"', '\\"')


def unquote(str):
    if len(str) > 1:
        if str.startswith('"') and str.endswith('"'):
            return str[1:-1].replace("\\\\", "\\").replace('\\"', '"')
        if str.startswith("<") and str.endswith(">"):
            return str[1:-1]
    return str


def formataddr(pair, charset="utf-8"):
    name, address = pair
    address.encode("ascii")
    if name:
        try:
            name.encode("ascii")
        except UnicodeEncodeError:
            return f"{_encode_word(name, charset)} <{address}>"
        if any(c in _SPECIALS for c in name):
            return f'"{quote(name)}" <{address}>'
        return f"{name} <{address}>"
    return address


# --- address lists ----------------------------------------------------------------------------

def _tokens(text):
    """(kind, value) tokens of an address list: quoted, comment, angle, atom, special."""
    out = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch in " \t\r\n":
            i += 1
        elif ch == '"':
            j, buf = i + 1, []
            while j < n and text[j] != '"':
                if text[j] == "\\" and j + 1 < n:
                    j += 1
                buf.append(text[j])
                j += 1
            out.append(("quoted", "".join(buf)))
            i = j + 1
        elif ch == "(":
            depth, j, buf = 1, i + 1, []
            while j < n and depth:
                if text[j] == "\\" and j + 1 < n:
                    j += 1
                elif text[j] == "(":
                    depth += 1
                elif text[j] == ")":
                    depth -= 1
                    if not depth:
                        break
                buf.append(text[j])
                j += 1
            out.append(("comment", "".join(buf)))
            i = j + 1
        elif ch == "<":
            j = text.find(">", i)
            j = n if j < 0 else j
            out.append(("angle", text[i + 1:j]))
            i = j + 1
        elif ch in _SPECIALS:
            out.append(("special", ch))
            i += 1
        else:
            j = i
            while j < n and text[j] not in _SPECIALS and text[j] not in ' \t\r\n"':
                j += 1
            out.append(("atom", text[i:j]))
            i = j
    return out


def _addr_spec(tokens):
    parts = []
    previous = None
    for kind, value in tokens:
        if kind == "comment":
            continue
        if previous in ("atom", "quoted") and kind in ("atom", "quoted"):
            parts.append(" ")  # words of a local part stay apart
        parts.append(value)
        previous = kind
    return "".join(parts)


def _one_address(tokens):
    words, angle, comments = [], None, []
    for kind, value in tokens:
        if kind == "angle":
            angle = value
        elif kind == "comment":
            comments.append(value)
        elif angle is None:
            words.append((kind, value))
    if angle is not None:
        name = " ".join(value for kind, value in words if kind in ("atom", "quoted")
                        or value == ".")
        name = name.replace(" . ", ".")
        inner = "".join(v for k, v in _tokens(angle) if k != "comment")
        inner = inner.split(":", 1)[1] if ":" in inner else inner
        return name, inner
    if ("special", "@") not in words:  # no domain: only the first word is an address
        first = [w for w in words if w[0] in ("atom", "quoted")][:1]
        return (comments[-1] if comments else ""), _addr_spec(first)
    return (comments[-1] if comments else ""), _addr_spec(words)


def getaddresses(fieldvalues):
    result = []
    for field in fieldvalues:
        tokens = _tokens(str(field))
        current = []
        group = False
        for token in tokens:
            if token == ("special", ","):
                if current:
                    result.append(_one_address(current))
                current = []
            elif token == ("special", ":") and not any(k == "angle" for k, _ in current):
                group = True
                current = []
            elif token == ("special", ";") and group:
                if current:
                    result.append(_one_address(current))
                current = []
                group = False
            else:
                current.append(token)
        if current:
            result.append(_one_address(current))
    return result


def parseaddr(addr):
    found = getaddresses([addr])
    if not found:
        return ("", "")
    return found[0]


# --- dates ------------------------------------------------------------------------------------

_DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
           "Dec"]
_ZONES = {"UT": 0, "UTC": 0, "GMT": 0, "Z": 0, "AST": -400, "ADT": -300, "EST": -500,
          "EDT": -400, "CST": -600, "CDT": -500, "MST": -700, "MDT": -600, "PST": -800,
          "PDT": -700}


def _format_timetuple_and_zone(timetuple, zone):
    year, month, day, hour, minute, second, weekday = timetuple[:7]
    return (f"{_DAYS[weekday]}, {day:02d} {_MONTHS[month - 1]} {year:04d} "
            f"{hour:02d}:{minute:02d}:{second:02d} {zone}")


def formatdate(timeval=None, localtime=False, usegmt=False):
    if timeval is None:
        timeval = _time.time()
    dt = _datetime.datetime.fromtimestamp(timeval, _datetime.UTC)
    if localtime:
        dt = dt.astimezone()
        usegmt = False
    elif not usegmt:
        dt = dt.replace(tzinfo=None)
    return format_datetime(dt, usegmt)


def format_datetime(dt, usegmt=False):
    now = dt.timetuple()
    if usegmt:
        if dt.tzinfo is None or dt.tzinfo != _datetime.UTC:
            raise ValueError("usegmt option requires a UTC datetime")
        zone = "GMT"
    elif dt.tzinfo is None:
        zone = "-0000"
    else:
        zone = dt.strftime("%z")
    return _format_timetuple_and_zone(now, zone)


def _parsedate_tz(data):
    if not data:
        return None
    data = data.split()
    if not data:
        return None
    if data[0].endswith(",") or data[0].lower()[:3] in [d.lower() for d in _DAYS]:
        del data[0]
    else:
        i = data[0].rfind(",")
        if i >= 0:
            data[0] = data[0][i + 1:]
    if len(data) == 3:
        stuff = data[0].split("-")
        if len(stuff) == 3:
            data = stuff + data[1:]
    if len(data) == 4:
        s = data[3]
        i = s.find("+")
        if i == -1:
            i = s.find("-")
        if i > 0:
            data[3:] = [s[:i], s[i:]]
        else:
            data.append("")
    if len(data) < 5:
        return None
    data = data[:5]
    dd, mm, yy, tm, tz = data
    if not (dd and mm and yy):
        return None
    mm = mm.lower()
    months = [m.lower() for m in _MONTHS]
    if mm not in months:
        dd, mm = mm, dd.lower()
        if mm not in months:
            return None
    mm = months.index(mm) + 1
    if dd[-1] == ",":
        dd = dd[:-1]
    i = yy.find(":")
    if i > 0:
        yy, tm = tm, yy
    if yy[-1:] == ",":
        yy = yy[:-1]
    if yy and not yy[0].isdigit():
        yy, tz = tz, yy
    if tm[-1:] == ",":
        tm = tm[:-1]
    tm = tm.split(":")
    if len(tm) == 2:
        thh, tmm = tm
        tss = "0"
    elif len(tm) == 3:
        thh, tmm, tss = tm
    elif len(tm) == 1 and "." in tm[0]:
        tm = tm[0].split(".")
        if len(tm) == 2:
            thh, tmm = tm
            tss = 0
        elif len(tm) == 3:
            thh, tmm, tss = tm
        else:
            return None
    else:
        return None
    try:
        yy, dd, thh, tmm, tss = int(yy), int(dd), int(thh), int(tmm), int(tss)
    except ValueError:
        return None
    if yy < 100:
        yy += 1900 if yy > 68 else 2000
    tzoffset = None
    tz = tz.upper()
    if tz in _ZONES:
        tzoffset = _ZONES[tz]
    else:
        try:
            tzoffset = int(tz)
        except ValueError:
            pass
        if tzoffset == 0 and tz.startswith("-"):
            tzoffset = None
    if tzoffset:
        sign = -1 if tzoffset < 0 else 1
        tzoffset = abs(tzoffset)
        tzoffset = sign * ((tzoffset // 100) * 3600 + (tzoffset % 100) * 60)
    return [yy, mm, dd, thh, tmm, tss, 0, 1, -1, tzoffset]


def parsedate_tz(data):
    t = _parsedate_tz(data)
    if isinstance(t, list):
        t = tuple(t[:9]) + (t[9] or 0,)
    return t


def parsedate(data):
    t = parsedate_tz(data)
    if isinstance(t, tuple):
        return t[:9]
    return t


def parsedate_to_datetime(data):
    parsed = _parsedate_tz(data)
    if parsed is None:
        raise ValueError(f'Invalid date value or format "{data!s}"')
    *dtuple, tz = parsed
    if tz is None:
        return _datetime.datetime(*dtuple[:6])
    return _datetime.datetime(*dtuple[:6], tzinfo=_datetime.timezone(
        _datetime.timedelta(seconds=tz)))


def mktime_tz(data):
    if data[9] is None:
        return _time.mktime(data[:8] + (-1,))
    t = _datetime.datetime(*data[:6], tzinfo=_datetime.UTC)
    return int(t.timestamp()) - data[9]


def localtime(dt=None, isdst=-1):
    if dt is None:
        dt = _datetime.datetime.now(_datetime.UTC)
    if dt.tzinfo is None:
        return dt.replace(tzinfo=_datetime.UTC)
    return dt.astimezone(_datetime.UTC)


def make_msgid(idstring=None, domain=None):
    timeval = int(_time.time() * 100)
    randint = _random.getrandbits(64)
    idstring = "" if idstring is None else "." + idstring
    if domain is None:
        domain = "localhost"
    return f"<{timeval}.1.{randint}{idstring}@{domain}>"


# --- RFC 2231 parameters ----------------------------------------------------------------------

def decode_rfc2231(s):
    parts = s.split("'", 2)
    if len(parts) <= 2:
        return None, None, s
    return tuple(parts)


def encode_rfc2231(s, charset=None, language=None):
    from urllib.parse import quote as _urlquote
    s = _urlquote(s, safe="", encoding=charset or "ascii")
    if charset is None and language is None:
        return s
    return f"{charset}'{language or ''}'{s}"


def collapse_rfc2231_value(value, errors="replace", fallback_charset="us-ascii"):
    if not isinstance(value, tuple) or len(value) != 3:
        return unquote(value)
    charset, language, text = value
    from urllib.parse import unquote_to_bytes
    rawbytes = unquote_to_bytes(text)
    try:
        return str(rawbytes, charset or fallback_charset, errors)
    except LookupError:
        return unquote(text)


def decode_params(params):
    return [(name, unquote(value) if isinstance(value, str) else value)
            for name, value in params]
