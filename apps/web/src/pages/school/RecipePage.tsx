import { recipeEntity } from '@kg/domain';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ResourceRecord } from '../../api/resource-api';
import { ResourcePage } from '../../components/resource/ResourcePage';
import { MEALS_PATHS } from './meals-paths';

/** School -> Recipes: the recipes by day, with export; a day's meals and the week's menu beside it. */
export function RecipePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourcePage
      entity={recipeEntity}
      form={{ container: 'drawer' }}
      rowActions={(record: ResourceRecord) => [
        { key: 'editDay', label: t('mealsScreens.recipe.editDay'), onClick: () => void navigate(`${MEALS_PATHS.addRecipe}?day=${String(record.day)}`) },
      ]}
      toolbarExtra={
        <Space>
          <Button onClick={() => void navigate(MEALS_PATHS.addRecipe)} data-testid="recipe-day-meals">
            {t('mealsScreens.recipe.dayMeals')}
          </Button>
          <Button onClick={() => void navigate(MEALS_PATHS.recipeWeek)} data-testid="recipe-week-menu">
            {t('mealsScreens.recipe.weekMenu')}
          </Button>
        </Space>
      }
    />
  );
}
