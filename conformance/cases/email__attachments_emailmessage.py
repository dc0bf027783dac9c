import csv
import io
from email.message import EmailMessage

buf = io.StringIO()
writer = csv.writer(buf)
writer.writerows([["id", "amount"], [1, 9.5], [2, 12.0]])
msg = EmailMessage()
msg["Subject"] = "Export"
msg["From"] = "a@example.com"
msg["To"] = "b@example.com"
msg.set_content("CSV attached.")
msg.add_attachment(buf.getvalue().encode(), maintype="text", subtype="csv",
                   filename="export.csv")
msg.add_attachment(b"\x89PNG fake", maintype="image", subtype="png", filename="chart.png")
msg.set_boundary("XYZ")
print(msg.as_string())
print(msg.get_content_type(), [p.get_content_type() for p in msg.iter_parts()])
for att in msg.iter_attachments():
    print(att.get_filename(), att.get_content_disposition(), att.get_content())
print(repr(msg.get_body().get_content()))
