import re

def render(template, context):
    def lookup(expr):
        value = context
        for part in expr.split("."):
            value = value[part] if isinstance(value, dict) else getattr(value, part)
        return value

    def replace_loop(m):
        var, seq, body = m.group(1), m.group(2), m.group(3)
        return "".join(render(body, {**context, var: item}) for item in lookup(seq))

    template = re.sub(r"{% for (\w+) in ([\w.]+) %}(.*?){% endfor %}", replace_loop, template, flags=re.S)

    def replace_var(m):
        expr, _, fmt = m.group(1).partition("|")
        value = lookup(expr.strip())
        return format(value, fmt.strip()) if fmt else str(value)

    return re.sub(r"{{\s*(.+?)\s*}}", replace_var, template)

ctx = {"user": {"name": "Ada"}, "items": [{"n": "pen", "p": 1.5}, {"n": "ink", "p": 12.0}], "total": 13.5}
tpl = """Hello {{ user.name }}!
{% for it in items %}- {{ it.n }}: {{ it.p | >6.2f }}
{% endfor %}Total: {{ total | .2f }}"""
print(render(tpl, ctx))
try:
    render("{{ missing.key }}", ctx)
except KeyError as e:
    print("KeyError", e)
