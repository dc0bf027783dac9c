from email.message import Message

m = Message()
m.add_header("Content-Disposition", "attachment", filename="q3 report.xlsx")
m.add_header("X-Flags", "v", seen=None, level="2")
m["Content-Type"] = "text/plain; charset=utf-8; format=flowed"
print(m.items())
print(m.get_params(), m.get_param("format"), m.get_param("missing", "dflt"))
print(m.get_filename(), m.get_content_charset(), m.get_content_disposition())
m.set_param("charset", "iso-8859-1")
print(m["content-type"])
m.del_param("format")
print(m["content-type"], m.get_content_type(), m.get_content_maintype(),
      m.get_content_subtype())
m.set_type("text/html")
print(m["content-type"], m.get("MIME-Version"))
bare = Message()
print(bare.get_content_type(), bare.get_default_type(), bare.get_params(), bare.get_filename())
bare["Content-Type"] = "garbage"
print(bare.get_content_type())
