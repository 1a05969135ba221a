BEGIN TRANSACTION;
CREATE TABLE events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    key TEXT NOT NULL,
    version INTEGER NOT NULL,
    event TEXT NOT NULL
);
INSERT INTO "events" VALUES(1,'u-old:s-old',1,'{"type":"session_started","version":1,"turn":0,"data":{"session_id":"s-old","user_id":"u-old"}}');
INSERT INTO "events" VALUES(2,'u-old:s-old',1,'{"type":"turn_started","version":1,"turn":0,"data":{"turn":1,"text":"book a flight from paris to rome on friday"}}');
INSERT INTO "events" VALUES(3,'u-old:s-old',1,'{"type":"task_started","version":1,"turn":1,"data":{"task_id":"t1","flow":"book_flight","slots":["departure_city","arrival_city","depart_date","seat_class","passengers"]}}');
INSERT INTO "events" VALUES(4,'u-old:s-old',1,'{"type":"slot_set","version":1,"turn":1,"data":{"slot":"passengers","value":1,"raw_text":null,"confidence":1.0,"confirmed":false}}');
INSERT INTO "events" VALUES(5,'u-old:s-old',1,'{"type":"slot_set","version":1,"turn":1,"data":{"slot":"departure_city","value":"Paris","raw_text":null,"confidence":1.0,"confirmed":false}}');
INSERT INTO "events" VALUES(6,'u-old:s-old',1,'{"type":"entity_pushed","version":1,"turn":1,"data":{"type":"city","value":"Paris","source":"departure_city","limit":10,"keep_source":true}}');
INSERT INTO "events" VALUES(7,'u-old:s-old',1,'{"type":"slot_set","version":1,"turn":1,"data":{"slot":"arrival_city","value":"Rome","raw_text":null,"confidence":1.0,"confirmed":false}}');
INSERT INTO "events" VALUES(8,'u-old:s-old',1,'{"type":"entity_pushed","version":1,"turn":1,"data":{"type":"city","value":"Rome","source":"arrival_city","limit":10,"keep_source":true}}');
INSERT INTO "events" VALUES(9,'u-old:s-old',1,'{"type":"slot_set","version":1,"turn":1,"data":{"slot":"depart_date","value":"2026-11-20","raw_text":null,"confidence":1.0,"confirmed":false}}');
INSERT INTO "events" VALUES(10,'u-old:s-old',1,'{"type":"asked_changed","version":1,"turn":1,"data":{"slot":"seat_class"}}');
INSERT INTO "events" VALUES(11,'u-old:s-old',1,'{"type":"bot_said","version":1,"turn":1,"data":{"messages":["Economy, business or first class?"],"window":true}}');
INSERT INTO "events" VALUES(12,'u-old:s-old',2,'{"type":"turn_started","version":2,"turn":1,"data":{"turn":2,"text":"economy, 2 people"}}');
INSERT INTO "events" VALUES(13,'u-old:s-old',2,'{"type":"slot_set","version":2,"turn":2,"data":{"slot":"seat_class","value":"economy","raw_text":"economy","confidence":1.0,"confirmed":false}}');
INSERT INTO "events" VALUES(14,'u-old:s-old',2,'{"type":"slot_corrected","version":2,"turn":2,"data":{"slot":"passengers","value":2,"raw_text":"2","confidence":1.0,"confirmed":false,"previous":1}}');
INSERT INTO "events" VALUES(15,'u-old:s-old',2,'{"type":"phase_changed","version":2,"turn":2,"data":{"from":"collecting","to":"confirming"}}');
INSERT INTO "events" VALUES(16,'u-old:s-old',2,'{"type":"asked_changed","version":2,"turn":2,"data":{"slot":null}}');
INSERT INTO "events" VALUES(17,'u-old:s-old',2,'{"type":"bot_said","version":2,"turn":2,"data":{"messages":["Book economy class from Paris to Rome on 2026-11-20 for 2 passenger(s)?"],"window":true}}');
INSERT INTO "events" VALUES(18,'u-old:s-old',3,'{"type":"turn_started","version":3,"turn":2,"data":{"turn":3,"text":"yes"}}');
INSERT INTO "events" VALUES(19,'u-old:s-old',3,'{"type":"slots_confirmed","version":3,"turn":3,"data":{"slots":["departure_city","arrival_city","depart_date","seat_class","passengers"]}}');
INSERT INTO "events" VALUES(20,'u-old:s-old',3,'{"type":"phase_changed","version":3,"turn":3,"data":{"from":"confirming","to":"executing"}}');
INSERT INTO "events" VALUES(21,'u-old:s-old',3,'{"type":"results_set","version":3,"turn":3,"data":{"results":{"booking_ref":"BK-1001"}}}');
INSERT INTO "events" VALUES(22,'u-old:s-old',3,'{"type":"phase_changed","version":3,"turn":3,"data":{"from":"executing","to":"done"}}');
INSERT INTO "events" VALUES(23,'u-old:s-old',3,'{"type":"task_ended","version":3,"turn":3,"data":{"task_id":"t1","flow":"book_flight","outcome":"done"}}');
INSERT INTO "events" VALUES(24,'u-old:s-old',3,'{"type":"bot_said","version":3,"turn":3,"data":{"messages":["Done."],"window":true}}');
INSERT INTO "events" VALUES(25,'u-old:s-old',4,'{"type":"turn_started","version":4,"turn":3,"data":{"turn":4,"text":"what''s the weather in rome"}}');
INSERT INTO "events" VALUES(26,'u-old:s-old',4,'{"type":"task_started","version":4,"turn":4,"data":{"task_id":"t2","flow":"weather","slots":["city","date"]}}');
INSERT INTO "events" VALUES(27,'u-old:s-old',4,'{"type":"slot_set","version":4,"turn":4,"data":{"slot":"city","value":"Rome","raw_text":null,"confidence":1.0,"confirmed":false}}');
INSERT INTO "events" VALUES(28,'u-old:s-old',4,'{"type":"entity_pushed","version":4,"turn":4,"data":{"type":"city","value":"Rome","source":"city","limit":10,"keep_source":true}}');
INSERT INTO "events" VALUES(29,'u-old:s-old',4,'{"type":"phase_changed","version":4,"turn":4,"data":{"from":"collecting","to":"executing"}}');
INSERT INTO "events" VALUES(30,'u-old:s-old',4,'{"type":"results_set","version":4,"turn":4,"data":{"results":{"forecast":"Rome today: windy, 20°C."}}}');
INSERT INTO "events" VALUES(31,'u-old:s-old',4,'{"type":"phase_changed","version":4,"turn":4,"data":{"from":"executing","to":"done"}}');
INSERT INTO "events" VALUES(32,'u-old:s-old',4,'{"type":"task_ended","version":4,"turn":4,"data":{"task_id":"t2","flow":"weather","outcome":"done"}}');
INSERT INTO "events" VALUES(33,'u-old:s-old',4,'{"type":"bot_said","version":4,"turn":4,"data":{"messages":["Rome today: windy, 20°C."],"window":true}}');
INSERT INTO "events" VALUES(34,'u-old:s-old',5,'{"type":"turn_started","version":5,"turn":4,"data":{"turn":5,"text":"actually I need a hotel in rome"}}');
INSERT INTO "events" VALUES(35,'u-old:s-old',5,'{"type":"task_started","version":5,"turn":5,"data":{"task_id":"t3","flow":"book_hotel","slots":["city","check_in","nights","room_type"]}}');
INSERT INTO "events" VALUES(36,'u-old:s-old',5,'{"type":"slot_set","version":5,"turn":5,"data":{"slot":"city","value":"Rome","raw_text":null,"confidence":1.0,"confirmed":false}}');
INSERT INTO "events" VALUES(37,'u-old:s-old',5,'{"type":"entity_pushed","version":5,"turn":5,"data":{"type":"city","value":"Rome","source":"city","limit":10,"keep_source":true}}');
INSERT INTO "events" VALUES(38,'u-old:s-old',5,'{"type":"asked_changed","version":5,"turn":5,"data":{"slot":"check_in"}}');
INSERT INTO "events" VALUES(39,'u-old:s-old',5,'{"type":"bot_said","version":5,"turn":5,"data":{"messages":["When do you check in?"],"window":true}}');
INSERT INTO "events" VALUES(40,'u-old:s-old',5,'{"type":"window_folded","version":5,"turn":5,"data":{"count":2,"summary":"t1 user: book a flight from paris to rome on friday\nt5- book_hotel #t3 (city=Rome)"}}');
CREATE TABLE sessions (
    key TEXT PRIMARY KEY,
    version INTEGER NOT NULL,
    state TEXT NOT NULL,
    saved_at REAL NOT NULL
);
INSERT INTO "sessions" VALUES('u-old:s-old',5,'{"schema_version":3,"session_id":"s-old","user_id":"u-old","version":5,"turn":5,"active_task":{"phase":"collecting","asked":"check_in","clarification":null,"denials":0,"confirmed":false,"started_turn":5,"after":null,"results":{},"unsure":[],"id":"t3","flow":"book_hotel","slots":{"city":{"name":"city","value":"Rome","raw_text":null,"confidence":1.0,"confirmed":false,"source_turn":5,"history":[]},"check_in":{"name":"check_in","value":null,"raw_text":null,"confidence":1.0,"confirmed":false,"source_turn":null,"history":[]},"nights":{"name":"nights","value":null,"raw_text":null,"confidence":1.0,"confirmed":false,"source_turn":null,"history":[]},"room_type":{"name":"room_type","value":null,"raw_text":null,"confidence":1.0,"confirmed":false,"source_turn":null,"history":[]}}},"task_stack":[],"queued":[],"last_task":{"id":"t2","flow":"weather","phase":"done","slots":{"city":{"name":"city","value":"Rome","raw_text":null,"confidence":1.0,"confirmed":false,"source_turn":4,"history":[]},"date":{"name":"date","value":null,"raw_text":null,"confidence":1.0,"confirmed":false,"source_turn":null,"history":[]}},"results":{"forecast":"Rome today: windy, 20°C."},"asked":null,"clarification":null,"unsure":[],"denials":0,"confirmed":false,"started_turn":4,"after":null},"entity_stack":[{"type":"city","value":"Paris","turn":1,"source":"departure_city","first_turn":1},{"type":"city","value":"Rome","turn":5,"source":"arrival_city","first_turn":1}],"beliefs":{},"window":[{"role":"user","content":"economy, 2 people","turn":2},{"role":"assistant","content":"Book economy class from Paris to Rome on 2026-11-20 for 2 passenger(s)?","turn":2},{"role":"user","content":"yes","turn":3},{"role":"assistant","content":"Done.","turn":3},{"role":"user","content":"what''s the weather in rome","turn":4},{"role":"assistant","content":"Rome today: windy, 20°C.","turn":4},{"role":"user","content":"actually I need a hotel in rome","turn":5},{"role":"assistant","content":"When do you check in?","turn":5}],"summary":"t1 user: book a flight from paris to rome on friday\nt5- book_hotel #t3 (city=Rome)","offer_resume":null,"last_bot":["When do you check in?"],"task_counter":3,"phase":"collecting"}',1.79617113661103391646e+09);
CREATE TABLE users (
    user_id TEXT PRIMARY KEY,
    beliefs TEXT NOT NULL,
    saved_at REAL NOT NULL
);
CREATE INDEX sessions_saved_at ON sessions (saved_at);
CREATE INDEX events_key ON events (key, version, id);
DELETE FROM "sqlite_sequence";
INSERT INTO "sqlite_sequence" VALUES('events',40);
COMMIT;