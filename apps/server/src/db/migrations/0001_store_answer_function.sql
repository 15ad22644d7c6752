-- Stores one answer in a single call (one round trip instead of BEGIN, lock, store, COMMIT), unless it is the
-- answer that completes the quiz: that one is left to the caller's transaction, which also finishes the
-- evaluation (evaluations.service.ts, `answer`), so a crash can never leave a complete evaluation unfinished.
--
-- It runs as one statement, in its own transaction. The evaluation row is locked first, so the answers of one
-- evaluation run one after the other; the function is VOLATILE, so each statement after the lock takes a new
-- snapshot under READ COMMITTED and sees every answer committed before the lock was granted.
--
-- outcome: 'stored'; 'not_accepting' (nothing stored: the caller's rules tell why); 'not_in_quiz' (the entry
-- is not a question of the evaluation's quiz); 'completes' (nothing stored: every other question is answered).
-- No row: the evaluation does not exist or is not the member's.
--
-- The acceptance rule below must equal `requireAccepting` in evaluations.service.ts (study-rules.ts): the
-- evaluation open or in progress, the study open or in progress, p_on between its start and due dates. A test
-- (evaluations.test.ts) checks both agree on every combination.
CREATE FUNCTION store_answer_unless_last(p_evaluation integer, p_member integer, p_question integer, p_value smallint, p_on date)
RETURNS TABLE (ev_state text, ev_study_id integer, ev_study_state text, ev_start_date date, ev_due_date date, ev_quiz_id integer, outcome text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  ev record;
  still_open integer;
BEGIN
  SELECT e.state, s.id AS study_id, s.state AS study_state, s.start_date, s.due_date, s.quiz_id
    INTO ev
    FROM evaluations e JOIN studies s ON s.id = e.study_id
   WHERE e.id = p_evaluation AND e.member_id = p_member
     FOR UPDATE OF e;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  ev_state := ev.state;
  ev_study_id := ev.study_id;
  ev_study_state := ev.study_state;
  ev_start_date := ev.start_date;
  ev_due_date := ev.due_date;
  ev_quiz_id := ev.quiz_id;
  IF NOT (ev.state IN ('open', 'inprogress') AND ev.study_state IN ('open', 'inprogress')
          AND ev.start_date <= p_on AND p_on <= ev.due_date) THEN
    outcome := 'not_accepting';
    RETURN NEXT;
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM questions q WHERE q.id = p_question AND q.quiz_id = ev.quiz_id) THEN
    outcome := 'not_in_quiz';
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT count(*) INTO still_open
    FROM questions q
   WHERE q.quiz_id = ev.quiz_id AND q.id <> p_question
     AND NOT EXISTS (SELECT 1 FROM answers a WHERE a.evaluation_id = p_evaluation AND a.question_id = q.id);
  IF still_open = 0 THEN
    outcome := 'completes';
    RETURN NEXT;
    RETURN;
  END IF;
  INSERT INTO answers (evaluation_id, question_id, value, answered_at)
  VALUES (p_evaluation, p_question, p_value, now())
  ON CONFLICT (evaluation_id, question_id) DO UPDATE SET value = excluded.value, answered_at = now();
  -- The first answer moves the evaluation, and its study, from open to in progress.
  IF ev.state = 'open' THEN
    UPDATE evaluations SET state = 'inprogress', started_at = coalesce(started_at, now()) WHERE id = p_evaluation;
  END IF;
  IF ev.study_state = 'open' THEN
    UPDATE studies SET state = 'inprogress' WHERE id = ev.study_id AND state = 'open';
  END IF;
  outcome := 'stored';
  RETURN NEXT;
END
$$;
