-- placeholder: filled in by the work of issue 30
SELECT 1;
