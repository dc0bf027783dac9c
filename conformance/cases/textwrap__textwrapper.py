# A reusable TextWrapper for a report, options changed between calls
import textwrap

wrapper = textwrap.TextWrapper(width=36, initial_indent="- ", subsequent_indent="  ")
items = ["Revenue grew 12% quarter over quarter, driven by the new subscription tier.",
         "Churn fell to 2.1%, the lowest since the product launched in 2019.",
         "Hiring: three engineers and one designer joined the platform team."]
for item in items:
    print(wrapper.fill(item))
wrapper.width = 50
wrapper.max_lines = 1
wrapper.placeholder = " ..."
print(wrapper.wrap(items[0]))
wrapper.initial_indent = wrapper.subsequent_indent = ""
wrapper.max_lines = None
print(wrapper.wrap("a" * 60 + " tail"), wrapper.break_on_hyphens)
