import { useRef, useState, type ChangeEvent } from 'react';
import { LIMITS } from '@souk/shared/constants';
import type { User } from '@souk/shared/schemas/users';
import { Alert } from '../../../components/alert';
import { Avatar } from '../../../components/avatar';
import { icon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { mediaUrl } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/language';
import { toast } from '../../../lib/toast';
import { useUploadAvatar } from '../api/profile';

const CameraIcon = icon(
  <>
    <path d="M14.5 4h-5L7 7H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-3z" />
    <circle cx="12" cy="13" r="3" />
  </>,
  'CameraIcon',
);

const MEGABYTE = 1024 * 1024;

/**
 * Why a chosen file cannot be a profile picture, checked before anything is sent (storefront §2:
 * image files only; §9 and the API: 2 MB at most), or null when it may go.
 */
export function avatarFileProblem(file: File): 'notImage' | 'tooLarge' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > LIMITS.profilePictureMaxBytes) return 'tooLarge';
  return null;
}

/**
 * spec: storefront §2 "Customer profile" — the avatar; a click on it uploads a new picture. A
 * labelled button over the picture opens the file chooser (images only); a wrong type or a file
 * over 2 MB is refused here with its reason, a server refusal is shown in the reader's language,
 * and the new picture shows as soon as the upload is done.
 */
export function ProfileAvatar({ user, name }: { user: User; name: string }) {
  const t = useT();
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<string | null>(null);

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // the same file chosen again after a refusal must fire a change again
    event.target.value = '';
    if (!file) return;
    const refusal = avatarFileProblem(file);
    if (refusal === 'notImage')
      return setProblem(t('profile.avatar.notImage', { name: file.name }));
    if (refusal === 'tooLarge')
      return setProblem(
        t('profile.avatar.tooLarge', {
          // rounded up: a file just over the limit must not read as "2 MB"
          size: format.number(Math.ceil((file.size / MEGABYTE) * 10) / 10, {
            maximumFractionDigits: 1,
          }),
        }),
      );
    setProblem(null);
    try {
      await upload.mutateAsync({ userId: user.id, file });
      toast.success(t('profile.avatar.uploaded'));
    } catch (error) {
      setProblem(t('profile.avatar.failed', { reason: apiErrorMessage(error, t) }));
    }
  };

  return (
    <div className="flex flex-col items-center gap-2">
      <div className="relative">
        <Avatar
          src={mediaUrl(user.profilePicture)}
          name={name}
          alt={t('profile.avatar.alt', { name })}
          size={112}
        />
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-describedby="profile-avatar-hint"
          className="absolute -bottom-1 -end-1 inline-flex size-10 items-center justify-center rounded-full border-2 border-white bg-brand-700 text-white shadow-md hover:bg-brand-800 disabled:opacity-70"
        >
          {upload.isPending ? <Spinner size={18} /> : <CameraIcon size={18} />}
          <span className="sr-only">
            {upload.isPending ? t('profile.avatar.uploading') : t('profile.avatar.change')}
          </span>
        </button>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="avatar-input"
          onChange={(event) => void onChosen(event)}
        />
      </div>
      <p id="profile-avatar-hint" className="max-w-48 text-center text-xs text-slate-600">
        {t('profile.avatar.hint')}
      </p>
      {upload.isPending && (
        <p role="status" className="text-sm text-slate-700">
          {t('profile.avatar.uploading')}
        </p>
      )}
      {problem && (
        <Alert tone="error" className="max-w-xs">
          {problem}
        </Alert>
      )}
    </div>
  );
}
