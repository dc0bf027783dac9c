from string import Template
import re

tpl = Template("Dear $name, your order #${order_id} of $$${total} ships on $date.")
print(tpl.substitute(name="Ana", order_id=1042, total="19.99", date="Mon"))
print(tpl.safe_substitute(name="Bo"))
try:
    tpl.substitute(name="Cy")
except KeyError as e:
    print("missing", e)

def render(text, ctx):
    def repl(m):
        key, _, fmt = m.group(1).partition("|")
        val = ctx
        for part in key.strip().split("."):
            val = val[part] if isinstance(val, dict) else getattr(val, part)
        return format(val, fmt.strip()) if fmt else str(val)
    return re.sub(r"\{\{(.*?)\}\}", repl, text)

ctx = {"user": {"name": "Dee", "score": 0.91234}, "n": 1234567}
print(render("{{ user.name }} scored {{user.score|.1%}} over {{ n|, }} items", ctx))
print(render("{{ user.name.__len__.__name__ }} {{ n|08_d }}", ctx))
