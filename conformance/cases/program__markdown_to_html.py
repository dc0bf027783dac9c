import html
import re

def inline(text):
    text = html.escape(text)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    text = re.sub(r"\*(.+?)\*", r"<em>\1</em>", text)
    text = re.sub(r"`([^`]+)`", r"<code>\1</code>", text)
    return re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r'<a href="\2">\1</a>', text)

def render(md):
    out, in_list, para = [], False, []
    def flush():
        if para:
            out.append(f"<p>{inline(' '.join(para))}</p>")
            para.clear()
    for line in md.splitlines():
        if m := re.match(r"(#{1,6})\s+(.*)", line):
            flush()
            n = len(m.group(1))
            out.append(f"<h{n}>{inline(m.group(2))}</h{n}>")
        elif line.startswith("- "):
            flush()
            if not in_list:
                out.append("<ul>")
                in_list = True
            out.append(f"  <li>{inline(line[2:])}</li>")
            continue
        elif not line.strip():
            flush()
        else:
            para.append(line.strip())
        if in_list and not line.startswith("- "):
            out.insert(len(out) - (1 if out and not out[-1].startswith("  <li>") and line.strip() else 0), "</ul>")
            in_list = False
    flush()
    if in_list:
        out.append("</ul>")
    return "\n".join(out)

doc = """# Title & intro
Some **bold** and *italic* text
continued here with `code`.

- first [link](http://x.y)
- second <tag>

## End"""
print(render(doc))
