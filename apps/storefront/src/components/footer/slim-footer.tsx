import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/common/link';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { getWebInstance } from '@/lib/api/catalog';
import { telHref } from '@/lib/format/phone';
import styles from './site-footer.module.css';

/** The footer of the cart, checkout and registration routes: help and the legal lines only. */
export async function SlimFooter() {
  const [t, tw, tc, webInstance] = await Promise.all([
    getTranslations('footer'),
    getTranslations('withdrawal'),
    getTranslations('consent'),
    getWebInstance(),
  ]);
  const settings = webInstance.globalSettings;

  return (
    <footer className={styles.slim} data-testid="slim-footer">
      <div className={`container ${styles.bottomInner}`}>
        <p>
          {t('slimHelp')} <a href={telHref(settings.phone)}>{settings.phone}</a> ·{' '}
          <a href={`mailto:${webInstance.adminEmail}`}>{webInstance.adminEmail}</a>
        </p>
        <p>
          {t('copyright', { year: new Date().getFullYear() })}
          {' · '}
          <Link href="/withdrawal" data-testid="footer-withdrawal">
            {tw('link')}
          </Link>
          {settings.conditions_for_processing_personal_data_link !== '' && (
            <>
              {' · '}
              <a href={settings.conditions_for_processing_personal_data_link}>{t('personalData')}</a>
            </>
          )}
          {' · '}
          <ConsentSettingsButton label={tc('settingsLink')} className={styles.settingsLink} />
        </p>
      </div>
    </footer>
  );
}
