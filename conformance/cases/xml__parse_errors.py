import xml.etree.ElementTree as ET

bad = ["<a><b></a>", "<a>", "", "<a></a><b/>", "<a x='1' x='2'/>", "<a>&nbsp;</a>",
       "<a b=1/>", "<root>\n  <item>\n  </itm>\n</root>", "just text", "<a>x</a>junk",
       "<a", "<a><!-- open", "<a>&#0;</a>", "<1a/>", "<a><![CDATA[x", "<p:x/>"]
for text in bad:
    try:
        ET.fromstring(text)
        print("parsed", repr(text))
    except ET.ParseError as e:
        print(repr(text), "->", e, e.position, e.code)
print(issubclass(ET.ParseError, SyntaxError))
