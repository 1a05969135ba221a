"""Two English domains written from docs/dsl.md before any of their cases ran (issue 23,
twenty-fifth session: does the English understanding travel to domains nobody tuned it
for?): a custom phone-case printer (the phone a case fits as people name it, "s24",
"iphone14", "15 pro"; the case's style by another name, "one of the flip ones", "walet"
typed wrong; how many, "three please"; what is printed as free text; gift wrapping as a yes
or no with a reason or beside the day; a day needed by from three days on; a name with an
email; an order cancelled by reference; a problem with a case that arrived, dated in the
past, "monday", "3 days ago", "last thurs", "yesterday"; prices and how long asked mid-task;
tests/domains/phonecase) and a picture framer (what is framed as people say it, "a poster",
"my sons signed football shirt", "certificat" typed wrong; the frame's colour, "something
wooden"; a mount as a yes or no with a reason; a drop-off day and a time within opening
hours, "sat at half 10", "about 3", "6pm after work"; a name with a phone; a yes with the
day said back; a booking cancelled by reference; a problem with a collected frame dated in
the past; prices and opening hours asked mid-task; tests/domains/framer). Their cases were
committed before the first run; run here through the same harness as `dialogflows test`,
one pytest item per case. A case that still fails is a strict xfail naming the kind of
mistake, so fixing it shows. The clocks are Wednesday 2027-11-10, 11:30 (phonecase) and
Tuesday 2027-08-17, 14:10 (framer), each case file setting its own."""

from __future__ import annotations

from pathlib import Path

from written_support import case_tests

DOMAINS = Path(__file__).parent / "domains"
CASES = {
    "phonecase": DOMAINS / "phonecase" / "phonecase.test.yaml",
    "framer": DOMAINS / "framer" / "framer.test.yaml",
}

#: cases that fail today, with the kind of mistake each shows
KNOWN: dict[tuple[str, str], str] = {
    # first run, before any fix: phonecase 20 of 27, framer 26 of 27 (46 of 54). Read since
    # (kinds tested in tests/test_english_kinds_twentyfifth.py): ("phonecase", "order, the
    # count said in words"): a count shared out per head beside the count ("three please,
    # one each for the kids"); ("phonecase", "order, the style changed at the
    # confirmation"), ("phonecase", "order, placed then asked about") and ("phonecase",
    # "cancel, right after ordering"): a surname a letter off another flow's trigger word
    # answered to the name's question ("tom price" beside "prices"); ("phonecase", "order,
    # given up mid-task"): a deferral to another time said to a free-text question ("ill
    # sort it another time"); ("phonecase", "cancel, kept at the confirmation"): a no owning
    # the mistake ("no dont, my mistake"); ("framer", "framing, a yes with the day said
    # back"): a held value said back with words agreeing to it ("yep monday it is")
    ("phonecase", "order, a value typed wrong in the request"): (
        "a value said with an article and the pro-form 'one' ('a walet one for my pixel'):"
        " read as a count of one case, where the case expects the count asked (the firewood"
        " merchant's case reads 'a bulk bag' as 1: the case's expectation, not the reading,"
        " may be what is off; the typo 'walet' itself is read)"
    ),
}

test_every_case_is_collected, test_case = case_tests(CASES, KNOWN, least=20)
