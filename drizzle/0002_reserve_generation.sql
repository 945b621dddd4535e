-- Checks and takes one generation from an allowance in a single statement, so
-- limits stay exact under concurrency and across instances. Raises
-- 'usage_limit' (SQLSTATE P0001, DETAIL = which allowance) when it is used up;
-- the whole call then changes nothing.

-- One step: count one more for (subject, period) unless it is at its limit.
-- Returns the new count, or raises usage_limit with the given detail.
CREATE OR REPLACE FUNCTION take_allowance(p_subject text, p_period text, p_limit integer, p_detail text)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
BEGIN
  INSERT INTO usage_counters AS u (subject, period, count, updated_at)
    VALUES (p_subject, p_period, 1, now())
    ON CONFLICT (subject, period) DO UPDATE SET count = u.count + 1, updated_at = now()
    WHERE u.count < p_limit
    RETURNING u.count INTO v_count;
  IF v_count IS NULL THEN
    RAISE EXCEPTION 'usage_limit' USING ERRCODE = 'P0001', DETAIL = p_detail;
  END IF;
  RETURN v_count;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reserve_generation(
  p_user text, p_visitor text, p_ip text, p_day text, p_month text, p_now timestamptz,
  p_visitor_limit integer, p_user_limit integer, p_premium_limit integer, p_ip_limit integer
) RETURNS TABLE (subject text, period text, used integer, allowance integer, premium boolean, ip_subject text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  IF p_user IS NOT NULL THEN
    -- Premium: an active subscription, or a cancelled one whose paid period has not ended.
    IF EXISTS (
      SELECT 1 FROM subscriptions s
      WHERE s.user_id = p_user AND s.status IN ('active', 'cancelled') AND s.current_period_end > p_now
    ) THEN
      RETURN QUERY SELECT 'premium:' || p_user, 'month:' || p_month,
        take_allowance('premium:' || p_user, 'month:' || p_month, p_premium_limit, 'premium'), p_premium_limit, true, NULL::text;
      RETURN;
    END IF;
    RETURN QUERY SELECT 'user:' || p_user, 'day:' || p_day,
      take_allowance('user:' || p_user, 'day:' || p_day, p_user_limit, 'user'), p_user_limit, false, NULL::text;
    RETURN;
  END IF;
  -- Visitors: the address ceiling first, so clearing cookies does not help.
  PERFORM take_allowance('ip:' || p_ip, 'day:' || p_day, p_ip_limit, 'ip');
  RETURN QUERY SELECT 'visitor:' || p_visitor, 'day:' || p_day,
    take_allowance('visitor:' || p_visitor, 'day:' || p_day, p_visitor_limit, 'visitor'), p_visitor_limit, false, 'ip:' || p_ip;
END;
$$;
