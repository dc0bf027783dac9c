from email.message import EmailMessage
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.header import Header
from email.utils import formataddr, parseaddr
import email, copy
msg = EmailMessage()
msg['Subject'] = 'Café report'
msg['From'] = formataddr(('Sales Team', 'sales@example.com'))
msg['To'] = 'x@y.com'
msg.add_header('Reply-To', 'noreply@example.com')
msg.set_content('Résumé: ok')
print(msg)
print(str(msg) == msg.as_string())
print(msg.get('subject', ''), msg.get('X-Missing', ''))
m = MIMEMultipart('mixed')
m['Subject'] = Header('Résumé', 'utf-8')
m['From'] = 'a@b.c'
m.attach(MIMEText('hello', 'plain'))
m.attach(MIMEText('<b>hi</b>', 'html', 'utf-8'))
m.set_boundary('BB')
print(m.as_string())
print(str(m['Subject']), type(m['Subject']).__name__)
p = email.message_from_string(m.as_string())
print(p['Subject'], [x.get_content_type() for x in p.get_payload()])
print(p.get_payload(1).get_payload(decode=True))
c = copy.deepcopy(msg); c.replace_header('Subject', 'copy'); print(c['Subject'], msg['Subject'])
print(parseaddr(msg['From']))
print(msg['from'].addresses[0].addr_spec, msg['to'].addresses[0].domain)
body = msg.get_body(preferencelist=('plain', 'html'))
print(body.get_content().strip())
print(len(msg.as_bytes()) > 0, msg.get_content_maintype())
msg2 = EmailMessage(); msg2.set_content('<p>x</p>', subtype='html'); print(msg2.as_string())
msg3 = EmailMessage(); msg3['To'] = ['a@b.com', 'c@d.com']; print(msg3['To'])
from email.headerregistry import Address
msg4 = EmailMessage(); msg4['From'] = Address('Ann Lee', 'ann', 'x.org'); print(msg4['From'], msg4.as_string())
msg5 = EmailMessage(); msg5.set_content('x' * 100); print(msg5.as_string())
