import xml.etree.ElementTree as ET
from collections import Counter
from datetime import datetime

rss = """<rss version="2.0"><channel><title>Tech</title>
<item><title>Python 3.13 released</title><category>python</category><pubDate>Mon, 07 Oct 2024 10:00:00 +0000</pubDate></item>
<item><title>Rust in the kernel</title><category>rust</category><pubDate>Tue, 08 Oct 2024 09:30:00 +0000</pubDate></item>
<item><title>Typing tips</title><category>python</category><pubDate>Wed, 09 Oct 2024 14:15:00 +0000</pubDate></item>
</channel></rss>"""
channel = ET.fromstring(rss).find("channel")
print("Feed:", channel.findtext("title"))
items = channel.findall("item")
cats = Counter(i.findtext("category") for i in items)
print(cats.most_common())
for item in items:
    when = datetime.strptime(item.findtext("pubDate"), "%a, %d %b %Y %H:%M:%S %z")
    print(f"{when:%Y-%m-%d} {item.findtext('title')}")
summary = ET.Element("summary")
for cat, n in sorted(cats.items()):
    ET.SubElement(summary, "category", name=cat, count=str(n))
print(ET.tostring(summary, encoding="unicode"))
